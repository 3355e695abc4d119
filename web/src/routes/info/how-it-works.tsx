import { Title } from "@mantine/core";

export default function Page() {
  return <Title>how-it-works</Title>;
}
