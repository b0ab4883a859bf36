import dayjs from 'dayjs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChartCommentRecord } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import { useChartComments, type CommentPoint } from '../../src/comments';
import type { SectionScope } from '../../src/sections/types';
import { fakeClient, type FakeHandlers } from '../fakeClient';
import { renderWithRenderer } from '../render';

const SECTION = {
  id: 7,
  title: '留存趋势',
  chart_is_comment: 1,
  column_config_model_list: [{ column_key: 'dt', column_name: '日期' }],
} as Section;

const SCOPE: SectionScope = {
  filters: [],
  values: { dt: ['2024-05-01', '2024-05-07'], country: 'CN' },
  ready: true,
  renderFilters: () => null,
};

const POINT: CommentPoint = { field_value: { dt: '2024-05-01' }, series_name: '次日留存' };

function record(over: Partial<ChartCommentRecord> = {}): ChartCommentRecord {
  return {
    id: 1,
    diagram_id: 7,
    content: '五一假期回落',
    url: '/test/page',
    title: '留存趋势',
    conditions: {},
    field_value: { dt: '2024-05-01' },
    username: 'lily',
    realname: '李丽',
    created_at: '2024-05-14T08:30:00.000Z',
    updated_at: '2024-05-14T08:30:00.000Z',
    can_edit: false,
    ...over,
  };
}

/** A chart section's use of the hook: the banner over it, a point to click, the dialog. */
function Chart({ section = SECTION }: { section?: Section }) {
  const comments = useChartComments(section, SCOPE);
  return (
    <div>
      {comments.enabled && <span>comments on</span>}
      {comments.banner}
      <button type="button" onClick={() => comments.openForPoint(POINT)}>
        point
      </button>
      {comments.dialog}
    </div>
  );
}

function setup(handlers: FakeHandlers, section?: Section, lang: 'zh' | 'en' = 'zh') {
  const client = fakeClient({ listComments: () => [], ...handlers });
  renderWithRenderer(<Chart section={section} />, { client, lang });
  return client;
}

async function openDialog() {
  fireEvent.click(screen.getByText('point'));
  return screen.findByTestId('comment-dialog');
}

const submitButton = () => screen.getByText('提交评论').closest('button') as HTMLButtonElement;
const contentBox = () => screen.getByPlaceholderText<HTMLTextAreaElement>('写下对这个数据点的说明');

describe('chart comments', () => {
  it('the dialog names the point and requires content', async () => {
    const client = setup({});
    const dialog = await openDialog();
    expect(within(dialog).getByText('日期: 2024-05-01')).toBeTruthy();
    expect(within(dialog).getByText(/次日留存/)).toBeTruthy();

    fireEvent.change(contentBox(), { target: { value: '   ' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('请输入评论内容')).toBeTruthy();
    expect(client.comments.add).not.toHaveBeenCalled();
  });

  it('sends the comment with the point, the applied filter values, the page url and the section title', async () => {
    const client = setup({ addComment: () => record() });
    await openDialog();
    fireEvent.change(contentBox(), { target: { value: ' 五一假期回落 ' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(client.comments.add).toHaveBeenCalledTimes(1));
    expect(client.comments.add.mock.calls[0][0]).toEqual({
      diagram_id: 7,
      content: '五一假期回落',
      field_value: { dt: '2024-05-01' },
      conditions: { dt: ['2024-05-01', '2024-05-07'], country: 'CN' },
      url: '/test/page',
      title: '留存趋势',
    });
  });

  it('cannot be submitted twice: clicks while the first is on its way send nothing', async () => {
    let finish: (r: ChartCommentRecord) => void = () => undefined;
    const client = setup({ addComment: () => new Promise<ChartCommentRecord>((resolve) => (finish = resolve)) });
    await openDialog();
    fireEvent.change(contentBox(), { target: { value: '一次就好' } });
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(client.comments.add).toHaveBeenCalledTimes(1));
    fireEvent.click(submitButton());
    // The first submission's toast comes after its validation, call and answer: a submission started by the
    // third click, before that answer, would have reached the client by then.
    act(() => finish(record()));
    expect(await screen.findByText('评论成功')).toBeTruthy();
    expect(client.comments.add).toHaveBeenCalledTimes(1);
  });

  it('on success: a toast, the dialog closes and the list is fetched again', async () => {
    const stored: ChartCommentRecord[] = [];
    const client = setup({
      listComments: () => [...stored],
      addComment: (input) => {
        const added = record({ content: input.content });
        stored.push(added);
        return added;
      },
    });
    await waitFor(() => expect(client.comments.list).toHaveBeenCalledTimes(1));
    expect(client.comments.list.mock.calls[0][0]).toEqual({ diagram_id: 7, url: '/test/page' });
    expect(screen.queryByTestId('comment-banner')).toBeNull();

    await openDialog();
    fireEvent.change(contentBox(), { target: { value: '新评论' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('评论成功')).toBeTruthy();
    // A closed antd modal stays in the document, hidden: roles only count what is shown.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const banner = await screen.findByTestId('comment-banner');
    expect(within(banner).getByText('新评论')).toBeTruthy();
    expect(client.comments.list).toHaveBeenCalledTimes(2);
  });

  it('on failure: the server message as an error toast, and the text stays', async () => {
    const client = setup({ addComment: () => Promise.reject(new Error('该报表模块未开启评论')) });
    await openDialog();
    fireEvent.change(contentBox(), { target: { value: '留着我' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('该报表模块未开启评论')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(contentBox().value).toBe('留着我');
    expect(client.comments.list).toHaveBeenCalledTimes(1);
  });

  it('the banner lists the comments: point, text, author and time', async () => {
    setup({
      listComments: () => [
        record(),
        record({ id: 2, content: '渠道投放暂停', field_value: { dt: '2024-05-03' }, realname: null, username: 'bob' }),
      ],
    });
    const banner = await screen.findByTestId('comment-banner');
    expect(within(banner).getByText('评论（2）')).toBeTruthy();
    expect(within(banner).getByText('五一假期回落')).toBeTruthy();
    expect(within(banner).getByText('日期: 2024-05-01')).toBeTruthy();
    expect(
      within(banner).getByText(`李丽 · ${dayjs('2024-05-14T08:30:00.000Z').format('YYYY-MM-DD HH:mm')}`),
    ).toBeTruthy();
    expect(within(banner).getByText('渠道投放暂停')).toBeTruthy();
    expect(within(banner).getByText(/^bob · /)).toBeTruthy();
  });

  it('an author edits his comment in the banner; others see no edit', async () => {
    let content = '五一假期回落';
    const client = setup({
      listComments: () => [record({ content, can_edit: true }), record({ id: 2, content: '别人的', can_edit: false })],
      updateComment: ({ id, content: text }) => {
        content = text;
        return record({ id, content: text, can_edit: true });
      },
    });
    const [mine, theirs] = await screen.findAllByTestId('comment-item');
    expect(within(theirs).queryByTestId('comment-edit')).toBeNull();
    fireEvent.click(within(mine).getByTestId('comment-edit'));
    fireEvent.change(screen.getByTestId('comment-edit-text'), { target: { value: '  ' } });
    expect(screen.getByTestId<HTMLButtonElement>('comment-edit-save').disabled).toBe(true);
    fireEvent.change(screen.getByTestId('comment-edit-text'), { target: { value: '假期后回升' } });
    fireEvent.click(screen.getByTestId('comment-edit-save'));
    expect(await screen.findByText('假期后回升')).toBeTruthy();
    expect(client.comments.update).toHaveBeenCalledWith({ id: 1, content: '假期后回升' });
    expect(await screen.findByText('评论已修改')).toBeTruthy();
  });

  it('an author deletes his comment after confirming; the banner goes when none is left', async () => {
    let left = [record({ can_edit: true })];
    const client = setup({
      listComments: () => left,
      removeComment: ({ id }) => {
        left = [];
        return { id };
      },
    });
    fireEvent.click(await screen.findByTestId('comment-delete'));
    expect(client.comments.remove).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: '删 除' }));
    await waitFor(() => expect(screen.queryByTestId('comment-banner')).toBeNull());
    expect(client.comments.remove).toHaveBeenCalledWith({ id: 1 });
  });

  it('shows English texts when the page is in English', async () => {
    setup({ listComments: () => [record()] }, undefined, 'en');
    expect(await screen.findByText('Comments (1)')).toBeTruthy();
    fireEvent.click(screen.getByText('point'));
    expect(await screen.findByText('Add a comment')).toBeTruthy();
    fireEvent.click(screen.getByText('Post comment'));
    expect(await screen.findByText('Please enter the comment')).toBeTruthy();
  });

  it('a failed fetch shows no banner and no error', async () => {
    const client = setup({ listComments: () => Promise.reject(new Error('服务器开小差了')) });
    await waitFor(() => expect(client.comments.list).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('comment-banner')).toBeNull();
    expect(screen.queryByText('服务器开小差了')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('comments on')).toBeTruthy();
  });

  it('a section without comments: off, nothing fetched, no dialog', async () => {
    const client = setup({}, { ...SECTION, chart_is_comment: 0 });
    fireEvent.click(screen.getByText('point'));
    await act(() => Promise.resolve());
    expect(screen.queryByText('comments on')).toBeNull();
    expect(screen.queryByTestId('comment-dialog')).toBeNull();
    expect(client.comments.list).not.toHaveBeenCalled();
  });
});
