import { Button } from "@mantine/core";
import { useEffect, useRef } from "react";

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  load(): void;
  label: string;
  className?: string;
}

/**
 * The end of a list whose further pages are appended: they come as it scrolls into view, and the
 * button under it asks for them too (a keyboard, or a browser without IntersectionObserver).
 */
export function LoadMore({ hasMore, loading, load, label, className }: LoadMoreProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = end.current;
    if (!element || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loading) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, load]);
  return (
    <div ref={end} className={className}>
      {hasMore && (
        <Button variant="subtle" loading={loading} onClick={load}>
          {label}
        </Button>
      )}
    </div>
  );
}
