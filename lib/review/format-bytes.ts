/**
 * Byte counts in decimal units (1 KB = 1,000 bytes, 1 MB = 1,000,000), as browsers' network panels
 * show them: 1.3 MB, 290 KB, 812 bytes. The review's findings, its report and the fetcher's size
 * limits all write sizes with this.
 */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}
