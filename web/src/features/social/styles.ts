// The stylesheets of the Mantine parts only the connections screen uses; they load with its chunk
// (see app/styles.ts). The follower lists bring their modal's sheet with their own chunk.
import "@mantine/core/styles/Tabs.css";
