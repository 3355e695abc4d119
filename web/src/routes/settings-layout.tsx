import { Outlet } from "react-router";

export default function Shell() {
  return <Outlet />;
}
