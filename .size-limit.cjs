// Bundle budget for the sign-in route (gzip), measured on the production build. The files are the
// entry chunk plus its static imports; see scripts/loginRouteFiles.mjs.
module.exports = (async () => {
  const { loginRouteFiles, verifyPageFiles } = await import('./scripts/loginRouteFiles.mjs');
  return [
    {
      name: 'Sign-in route JavaScript (gzip)',
      path: loginRouteFiles(),
      gzip: true,
      limit: '175 kB',
    },
    {
      // The contact's page on a phone, opened from a text: React and the page, nothing else.
      name: 'Verification link page JavaScript (gzip)',
      path: verifyPageFiles(),
      gzip: true,
      limit: '90 kB',
    },
  ];
})();
