import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';
import { LANDING_ROUTE_MODULES } from './web-app.js';
import { catalogueModule, pseudoLocaleChunk, routeChunkUrls } from './web-manifest.js';

describe('routeChunkUrls', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', imports: ['_react-b.js'] },
    '_react-b.js': { file: 'assets/react-b.js' },
    'src/features/home/pages/home-page.tsx': {
      file: 'assets/home-page-c.js',
      imports: ['_useQuery-d.js', '_react-b.js', '_format-e.js'],
    },
    '_useQuery-d.js': { file: 'assets/useQuery-d.js', imports: ['_format-e.js'] },
    '_format-e.js': { file: 'assets/format-e.js' },
  };
  const shell = '<script>["/assets/react-b.js"]…"/assets/index-a.js"</script>';

  it("lists the route's chunk and what it imports, once each, leaving out what the shell loads", () => {
    expect(routeChunkUrls(manifest, 'src/features/home/pages/home-page.tsx', shell)).toEqual([
      '/assets/home-page-c.js',
      '/assets/useQuery-d.js',
      '/assets/format-e.js',
    ]);
  });

  it('lists nothing for a module the build does not know', () => {
    expect(routeChunkUrls(manifest, 'src/gone.tsx', shell)).toEqual([]);
    expect(routeChunkUrls({}, 'src/features/home/pages/home-page.tsx', shell)).toEqual([]);
  });
});

describe('pseudoLocaleChunk', () => {
  it("stands the pseudo-locale's chunk in for English's shell at its address, and is none without one", () => {
    const manifest = {
      [catalogueModule('en', 'shell')]: { file: 'assets/shell-en.js' },
      [catalogueModule('hi', 'shell')]: { file: 'assets/shell-hi.js' },
      [catalogueModule('en-XA', 'shell')]: { file: 'assets/pseudo-locale-x.js' },
      [catalogueModule('en', 'home')]: { file: 'assets/home-en.js' },
    };
    expect(pseudoLocaleChunk(manifest)).toEqual({
      url: '/assets/shell-en.js',
      english: 'assets/shell-en.js',
      pseudo: 'assets/pseudo-locale-x.js',
    });
    expect(pseudoLocaleChunk({ [catalogueModule('en', 'shell')]: { file: 'assets/shell-en.js' } })).toBeNull();
  });
});

describe('the landing routes', () => {
  it('name route modules that exist', () => {
    for (const { module } of LANDING_ROUTE_MODULES)
      expect(existsSync(path.join(repoRoot, 'apps/web', module))).toBe(true);
    const router = readFileSync(path.join(repoRoot, 'apps/web/src/app/router.tsx'), 'utf8');
    for (const { module } of LANDING_ROUTE_MODULES)
      expect(router).toContain(`import('../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
  });

  it('name the message areas the router loads with the page, whose catalogues exist in every language', () => {
    const router = readFileSync(path.join(repoRoot, 'apps/web/src/app/router.tsx'), 'utf8');
    for (const { module, areas = [] } of LANDING_ROUTE_MODULES) {
      const load = `import('../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`;
      const list = new RegExp(`${load.replace(/[.()/]/g, '\\$&')}\\s*,\\s*\\[([^\\]]*)\\]`).exec(router)?.[1];
      const loads = list ? [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]) : [];
      expect(loads, module).toEqual(areas);
      for (const lang of ['en', 'hi', 'de'] as const)
        for (const area of areas)
          expect(existsSync(path.join(repoRoot, 'apps/web', catalogueModule(lang, area))), area).toBe(true);
    }
  });

  it('match their pages', () => {
    const moduleFor = (p: string) => LANDING_ROUTE_MODULES.find((r) => r.matches(p))?.module;
    expect(moduleFor('/')).toContain('home-page');
    expect(moduleFor('/property-list')).toContain('property-list-page');
    expect(moduleFor('/property-list/')).toContain('property-list-page');
    expect(moduleFor('/property-details/0d6c')).toContain('property-details-page');
    expect(moduleFor('/property-details')).toContain('property-details-page');
    expect(moduleFor('/about-us')).toBeUndefined();
  });
});
