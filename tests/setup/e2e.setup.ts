// Browser tests start servers and Chromium; jest's 5 s default is for unit tests.
jest.setTimeout(60_000);
