/**
 * Runs on the page MSAL's popup lands on (/msal-redirect): hands the response to the window that
 * opened the popup (MSAL 5's redirect bridge), which then closes the popup.
 */
export async function runRedirectBridge(): Promise<void> {
  const { broadcastResponseToMainFrame } = await import('@azure/msal-browser/redirect-bridge');
  await broadcastResponseToMainFrame();
}
