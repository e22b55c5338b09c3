// Stands in for axios/lib/adapters/fetch.js in the browser bundle (see axiosXhrOnlyPlugin.ts):
// the fetch adapter reports itself unavailable, so axios keeps to XMLHttpRequest.
export const getFetch = () => false;
export default false;
