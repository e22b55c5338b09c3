// jest's runtime, with each module compiled as a `vm.Script` (a function wrapper around its code) instead of
// through `vm.compileFunction`. V8 keeps compiled scripts in a cache shared by every context of a process, so the
// second test file of a worker that loads React, Blueprint or the app reuses the code the first one compiled
// (functions included, as they are compiled lazily); `compileFunction` bypasses that cache and compiled every
// module anew for each of a worker's test files. Each file still gets its own module registry and globals: only
// V8's compiled code is shared, never a module's state.
/* eslint-disable @typescript-eslint/no-require-imports -- jest loads a runtime as CommonJS */
const { Script } = require('node:vm');
const Runtime = require('jest-runtime').default;

class ScriptCompilingRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    const compileFunction = executor.compile.bind(executor);
    executor.compile = (source, filename) =>
      compileAsScript(executor, source, filename) ?? compileFunction(source, filename);
    rememberTransforms(executor.transformCache);
  }
}

// A worker's transformed modules, by file and the loader's options. jest reads each module's source again for every
// test file (its file cache lives as long as one test file) before finding its transform in memory; a worker runs
// for one `jest` run, when the sources do not change, so it reads each once.
const transformed = new Map();

function rememberTransforms(transformCache) {
  const transform = transformCache.transform.bind(transformCache);
  transformCache.transform = (filename, options) => {
    if (options?.isInternalModule) return transform(filename, options);
    const key = `${filename}\0${JSON.stringify(options ?? null)}`;
    const file = transformed.get(key);
    if (file === undefined) {
      const code = transform(filename, options);
      transformed.set(key, transformCache.transforms.get(filename));
      return code;
    }
    // What jest's transform records for the file's stack traces and source maps.
    transformCache.transforms.set(filename, file);
    if (file.sourceMapPath) transformCache.sourceMaps.set(filename, file.sourceMapPath);
    return file.code;
  };
}

// The function jest would have compiled; null once the test file's environment is gone (as jest answers then), or
// undefined to let jest compile it (and report its syntax error its way).
function compileAsScript(executor, source, filename) {
  const context = executor.environment.getVmContext();
  if (context == null) return null;
  const scriptFilename = executor.resolution.isCoreModule(filename) ? `jest-nodejs-core-${filename}` : filename;
  // The wrapper stays on the code's first line, so line numbers (and the source maps read by them) are unchanged.
  const wrapped = `(function (${executor.injectedModuleParameters.join(', ')}) {${source}\n})`;
  let script;
  try {
    script = new Script(wrapped, {
      filename: scriptFilename,
      importModuleDynamically: (specifier, _script, attributes, phase) =>
        executor.dynamicImport(specifier, scriptFilename, context, attributes, phase),
    });
  } catch {
    return undefined;
  }
  return script.runInContext(context);
}

module.exports = ScriptCompilingRuntime;
