// Lets a plain Node script import the project's .ts modules the way the bundler and tsc resolve them:
// their extensionless relative imports of one another (content/studio.ts imports './studio-email')
// resolved to the .ts file. Import this module before the first dynamic import() of a .ts file.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relativeTs = /^\.\.?\//.test(specifier) && context.parentURL?.endsWith('.ts');
      if (error?.code === 'ERR_MODULE_NOT_FOUND' && relativeTs) return nextResolve(`${specifier}.ts`, context);
      throw error;
    }
  },
});
