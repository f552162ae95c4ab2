/**
 * Layer rules of docs/architecture.md: dependencies point inward (infrastructure -> application -> domain),
 * domain code is plain TypeScript, and no module imports another module's internals except exported ports.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      // A module nothing imports is dead code (main.ts and check-content.ts are entries; specs and migrations are
      // loaded by name).
      name: 'no-orphans',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: ['(^|/)main\\.ts$', '(^|/)check-content\\.ts$', '\\.spec\\.ts$', '(^|/)database/migrations/', '\\.d\\.ts$'],
      },
      to: {},
    },
    {
      name: 'domain-is-plain-typescript',
      comment:
        'Domain code may import only other domain code, the shared @costa-sol/common constants and Node built-ins ' +
        '(node:crypto for signing; depcruise names them without the node: prefix, as the core dependency type).',
      severity: 'error',
      from: { path: '(^|/)domain/' },
      to: {
        pathNot: ['(^|/)domain/', 'node_modules/@costa-sol/common', '(^|\.\./)common/', '^node:'],
        dependencyTypesNot: ['type-only', 'core'],
      },
    },
    {
      name: 'domain-never-imports-frameworks',
      severity: 'error',
      from: { path: '(^|/)domain/' },
      to: { path: 'node_modules/(@nestjs|@mikro-orm|class-validator|class-transformer|fastify|nodemailer|pg)' },
    },
    {
      name: 'application-never-imports-infrastructure',
      severity: 'error',
      from: { path: '(^|/)application/' },
      to: { path: '(^|/)infrastructure/' },
    },
    {
      name: 'application-never-imports-orm-or-http',
      severity: 'error',
      from: { path: '(^|/)application/' },
      to: { path: 'node_modules/(@mikro-orm|fastify|nodemailer|pg|@nestjs/swagger|@nestjs/platform-fastify)' },
    },
    {
      name: 'modules-talk-through-application-ports',
      comment: "A module may use another module's application layer (its exported ports), never its domain or infrastructure.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/(domain|infrastructure)/', pathNot: '^src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
