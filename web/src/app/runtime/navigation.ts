import { useEffect } from "react";
import { useNavigate } from "react-router";

type Navigate = (to: string) => void;

let navigate: Navigate | null = null;

/**
 * Lets code outside components (the API client's 403 handling) navigate within the app. Until the
 * router has mounted, it falls back to a full page load.
 */
export function navigateTo(to: string): void {
  if (navigate) navigate(to);
  else window.location.assign(to);
}

export function useRegisterNavigate(): void {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = (to) => void routerNavigate(to);
    return () => {
      navigate = null;
    };
  }, [routerNavigate]);
}
