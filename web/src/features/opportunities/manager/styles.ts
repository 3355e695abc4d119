// The stylesheets of the Mantine parts only the jobs manager uses; they load with its chunk.
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Tabs.css";
