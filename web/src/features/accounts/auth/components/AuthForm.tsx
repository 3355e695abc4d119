import { Button, type MantineSpacing, Stack } from "@mantine/core";
import type { FormEvent, ReactNode, Ref } from "react";
import { useHydrated } from "../../../../app/hooks/useHydrated.ts";
import { FormNotice } from "./FormNotice.tsx";

export interface AuthFormProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** A message about the whole form, above its fields. */
  notice?: string | null;
  submitLabel: string;
  sending: boolean;
  /** Holds the button back for a reason of the page's own (its data not there yet). */
  blocked?: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
}

/**
 * The form of an auth page: its notice, its fields and one wide submit button. The button waits for
 * hydration, so a click on the server-rendered page never posts the form natively.
 */
export function AuthForm({
  formRef,
  onSubmit,
  notice,
  submitLabel,
  sending,
  blocked = false,
  gap = "md",
  children,
}: AuthFormProps) {
  const hydrated = useHydrated();
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit}>
      <Stack gap={gap}>
        {notice && <FormNotice>{notice}</FormNotice>}
        {children}
        <Button type="submit" size="md" fullWidth loading={sending} disabled={!hydrated || blocked}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
