import { act, fireEvent, render, screen } from '@testing-library/react';
import { DELAYS } from '@tessera/schema/rules';
import '../i18n';
import UsersSelect from './UsersSelect';
import { createFakeServer, envelope, type FakeResponse } from '../../test/fakeServer';

let answer: (query: string) => FakeResponse;
const server = createFakeServer({
  'POST /api/backend/user/search': (req) => answer(String((req.body as { search_content: string }).search_content)),
});

const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));
const found = (names: string[]) =>
  envelope({
    list: names.map((n) => ({ username: n, realname: n.toUpperCase() })),
    page: 1,
    page_size: 20,
    total_size: names.length,
  });

beforeEach(() => server.install());

describe('the user search select', () => {
  it('lists users found by the search; a failed search shows its message and empties the list', async () => {
    jest.useFakeTimers();
    answer = () => ({ body: found(['ann', 'bob']) });
    render(<UsersSelect value={[]} onChange={() => undefined} testId="users" />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(screen.getByText('ANN (ann)')).toBeTruthy();

    answer = () => ({ status: 500, body: envelope(null, 500, 'user search is down') });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'a' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(DELAYS.TAG_SEARCH_DEBOUNCE + 10);
    });
    jest.useRealTimers();
    await flush();
    expect(await screen.findByText('user search is down')).toBeTruthy();
    expect(screen.queryByText('ANN (ann)')).toBeNull();
    expect(server.requests.map((r) => (r.body as { search_content: string }).search_content)).toEqual(['', 'a']);
  });
});
