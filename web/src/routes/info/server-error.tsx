import { Title } from "@mantine/core";

export default function Page() {
  return <Title>server-error</Title>;
}
