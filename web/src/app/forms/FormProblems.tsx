import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { ICON_STROKE } from "../theme/theme.ts";

/** What the server said about a save that belongs to no single field. */
export function FormProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} stroke={ICON_STROKE} />}>
      {problems.map((problem) => (
        <div key={problem}>{problem}</div>
      ))}
    </Alert>
  );
}
