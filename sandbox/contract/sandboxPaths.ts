/** Where the Node host shows the backend contract (contract/openapi.yaml) with a viewer, under the console's prefix. */
export const SANDBOX_API_VIEWER_PATH = '/__sandbox/api';
