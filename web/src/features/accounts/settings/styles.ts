// The stylesheets of the Mantine inputs only the settings use; they load with the settings pages,
// not with every first page (see app/styles.ts).
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Radio.css";
