// The total of a paged answer, from its `Content-Range: <resource> 0-24/319` header; null when the
// answer has none (the production backend's whole-list answers), which means "page on the client".
export function totalFromContentRange(contentRange: string | null): number | null {
  const match = contentRange ? /\/(\d+)\s*$/.exec(contentRange) : null;
  return match ? Number(match[1]) : null;
}
