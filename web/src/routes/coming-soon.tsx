import { Title } from "@mantine/core";
import { useMatches } from "react-router";

export default function ComingSoon() {
  const matches = useMatches();
  return <Title>{matches[matches.length - 1]?.id}</Title>;
}
