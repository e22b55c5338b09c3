// Stands in for @blueprintjs/icons/lib/esm/iconNames.js in the browser bundle (see blueprintIconNamesPlugin.ts):
// no icon is known by name, so Blueprint's Icon renders only icons given as components.
export const IconNames = {};
export const IconNamesSet = new Set();
