// The stylesheets of the Mantine parts only the showroom's pages use; they load with their chunks.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Pill.css";
