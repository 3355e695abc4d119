// Mantine's stylesheets one component at a time: the whole bundle alone would exceed the CSS budget.
// A component used anywhere in the app adds its sheet (and those of the parts it is built from) here.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
// The theme's variables and visibility classes as cached stylesheets instead of style elements in
// every page (see AppMantineProvider).
import "./theme-variables.css";
import "./theme-classes.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Indicator.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Notification.css";
// A segmented control places its indicator by FloatingIndicator's sheet: without it the indicator
// sits off by the control's padding.
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Title.css";
import "@mantine/notifications/styles.css";
