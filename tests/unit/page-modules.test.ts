import { pageModules, type PageName } from '../../shared/pages/page-modules';

describe('page modules', () => {
  // The data block names each page by its handle; the browser loads the module listed under that name to hydrate it.
  it.each(Object.keys(pageModules) as PageName[])('%s names itself in its handle', async (name) => {
    const { handle } = await pageModules[name]();
    expect(handle.page).toBe(name);
  });
});
