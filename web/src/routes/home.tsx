import { Title } from "@mantine/core";

export default function Home() {
  return <Title>Atelier</Title>;
}
