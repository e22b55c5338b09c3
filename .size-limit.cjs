// Bundle budget for the sign-in route (gzip), measured on the production build. The files are the
// entry chunk plus its static imports; see scripts/loginRouteFiles.mjs.
module.exports = (async () => {
  const { loginRouteFiles } = await import('./scripts/loginRouteFiles.mjs');
  return [
    {
      name: 'Sign-in route JavaScript (gzip)',
      path: loginRouteFiles(),
      gzip: true,
      limit: '231 kB',
    },
  ];
})();
