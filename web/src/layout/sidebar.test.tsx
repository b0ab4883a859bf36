import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DELAYS } from '@tessera/schema/rules';
import '../i18n';
import Sidebar from './Sidebar';
import MenuTree from './MenuTree';
import { initialState, useAppStore } from '../store';
import { app, growthMenu } from '../../test/fixtures';

const user = { id: 1, name: 'admin', passport: 'admin', is_admin: true };

beforeEach(() => {
  useAppStore.setState({
    ...initialState,
    user,
    authStatus: 'identified',
    apps: [app(1, '增长分析', 'growth')],
    currentApp: app(1, '增长分析', 'growth'),
    entries: growthMenu(),
  });
});

afterEach(() => jest.useRealTimers());

/** rc-menu records its keys in a microtask after rendering: let it settle inside act. */
const settle = () =>
  act(async () => {
    await Promise.resolve();
  });

describe('menu tree', () => {
  it('renders only the matches and their catalogs, with the match highlighted', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/growth/retention/daily']}>
        <MenuTree entries={growthMenu()} query="国家" />
      </MemoryRouter>,
    );
    await settle();
    expect(container.textContent).toContain('用户画像');
    expect(container.textContent).toContain('国家分布');
    expect(container.textContent).not.toContain('用户留存');
    expect(container.querySelector('mark')?.textContent).toBe('国家');
  });

  it('marks level A pages and uses the empty-folder look for empty catalogs', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/growth/users/country']}>
        <MenuTree entries={growthMenu()} query="" />
      </MemoryRouter>,
    );
    await settle();
    expect(container.querySelector('.ts-level-a')?.textContent).toBe('A');
    expect(screen.getByText('空目录').closest('li')?.getAttribute('aria-disabled')).toBe('true');
    // The catalog of the open page is expanded and the page selected.
    expect(container.querySelector('.ant-menu-item-selected')?.textContent).toContain('国家分布');
  });
});

describe('sidebar search', () => {
  it('filters the menu 500 ms after typing stops', async () => {
    jest.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/growth/retention/daily']}>
        <Sidebar top={40} />
      </MemoryRouter>,
    );
    await settle();
    const tree = screen.getByTestId('menu-tree');
    expect(tree.textContent).toContain('用户留存');
    fireEvent.change(screen.getByTestId('menu-search').querySelector('input')!, { target: { value: '版本' } });
    act(() => {
      jest.advanceTimersByTime(DELAYS.SEARCH_DEBOUNCE - 1);
    });
    expect(tree.textContent).toContain('用户留存');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    await settle();
    expect(tree.textContent).not.toContain('用户留存');
    expect(tree.textContent).toContain('版本分布');
  });

  it('hides the app switcher with a single app and shows it with more', async () => {
    const { rerender } = render(
      <MemoryRouter>
        <Sidebar top={40} />
      </MemoryRouter>,
    );
    await settle();
    expect(screen.queryByTestId('app-switcher')).toBeNull();
    act(() => useAppStore.setState({ apps: [app(1, '增长分析', 'growth'), app(2, '推送运营', 'push')] }));
    rerender(
      <MemoryRouter>
        <Sidebar top={40} />
      </MemoryRouter>,
    );
    await settle();
    expect(screen.getByTestId('app-switcher').textContent).toContain('增长分析');
  });

  it('shows the share tool only with page_can_share', async () => {
    render(
      <MemoryRouter>
        <Sidebar top={40} />
      </MemoryRouter>,
    );
    await settle();
    expect(screen.queryByTestId('share-tool')).toBeNull();
    act(() => useAppStore.setState({ permissions: [{ permission_type: 'page_can_share', have_permission: true }] }));
    await settle();
    expect(screen.getByTestId('share-tool').getAttribute('title')).toBe('分享页面');
    act(() => useAppStore.setState({ permissions: [{ permission_type: 'page_can_share', have_permission: false }] }));
    await settle();
    expect(screen.queryByTestId('share-tool')).toBeNull();
  });
});
