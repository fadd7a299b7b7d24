// The content the guides are rendered from, imported the way Node runs it: the .ts modules with
// type stripping, and their extensionless imports of one another (content/studio.ts imports
// './studio-email', as the bundler and tsc want) resolved to the .ts file, as the bundler does.
import '../../lib/resolve-ts.mjs';

// The repository's package.json has no "type" field, so Node notes that it re-parsed the .ts
// content files as ES modules. That is expected here; let every other warning through.
const warningListeners = process.listeners('warning');
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.code === 'MODULE_TYPELESS_PACKAGE_JSON') return;
  for (const listener of warningListeners) listener(warning);
});

export const { guideDocuments } = await import('../../../content/guide-documents.ts');
export const { quickWinsGuides } = await import('../../../content/quick-wins.ts');
export const { studio } = await import('../../../content/studio.ts');
