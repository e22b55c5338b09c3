/**
 * ConnectWise's desktop client shows pods in an embedded browser where popups and Microsoft's or
 * Google's sign-in pages do not work (spec section 4). Its user agent carries one of these markers.
 * The list is the one place to extend when ConnectWise ships another client.
 */
export const CONNECTWISE_EMBEDDED_MARKERS: readonly RegExp[] = [
  /ConnectWiseManage/i,
  /CWManage/i,
  /ConnectWise\s*Manage\s*Client/i,
];

export function isConnectWiseEmbeddedBrowser(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return CONNECTWISE_EMBEDDED_MARKERS.some((marker) => marker.test(userAgent));
}
