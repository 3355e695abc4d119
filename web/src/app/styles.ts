// Mantine's stylesheets one component at a time: the whole bundle alone would exceed the CSS budget.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/Title.css";
