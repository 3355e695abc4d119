import { useQuery } from "@tanstack/react-query";
import { fileNameFromDisposition, fileTypeLabel } from "../fileDetails.ts";

export interface FileDetails {
  name: string | null;
  /** The short type name, as "PDF" or "DOCX". */
  type: string | null;
}

export const fileDetailsKey = (href: string) => ["file", href] as const;

/**
 * A download's name and type, from a HEAD request's headers (spec 001 section 3: derived from the
 * response headers). Unknown while it loads or when the request fails; the link works regardless.
 * `available` false: there is no file yet, and nothing to ask (the request would fail with a 404).
 */
export function useFileDetails(href: string, available = true): FileDetails | undefined {
  const { data } = useQuery({
    queryKey: fileDetailsKey(href),
    enabled: available,
    // No abort signal: the answer is a few headers, and a section closing while they come should
    // not cut the request off (the browser reports that as a failed request).
    queryFn: async (): Promise<FileDetails> => {
      const response = await fetch(href, { method: "HEAD", credentials: "same-origin" });
      // The browser counts the request as loading until its (empty) body has been read.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`HEAD ${href}: ${response.status}`);
      const name = fileNameFromDisposition(response.headers.get("content-disposition"));
      return { name, type: fileTypeLabel(response.headers.get("content-type"), name) };
    },
    retry: false,
  });
  return data;
}
