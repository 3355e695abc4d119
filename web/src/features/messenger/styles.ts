// The stylesheets of the Mantine parts the messenger uses beyond the app's own (app/theme/styles.ts).
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Radio.css";
