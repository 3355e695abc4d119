import { Title } from "@mantine/core";

export default function Page() {
  return <Title>privacy</Title>;
}
