import { Title } from "@mantine/core";

export default function Page() {
  return <Title>catch-all</Title>;
}
