// Gatsby's Link prefetches through this global loader; tests have no pages to load.
global.___loader = { enqueue: jest.fn(), hovering: jest.fn() }

// jsdom lacks these; react-dom/server needs them to render a page as the build does.
const { TextEncoder, TextDecoder } = require("util")
global.TextEncoder ??= TextEncoder
global.TextDecoder ??= TextDecoder
