import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EditPicture, pictureListResponseSchema } from '#shared/schemas/car-write';
import { jsonResponse, mockApi } from '../../../testing/test-utils';
import { useCarPictures } from '../hooks/use-car-pictures';
import { FakeXhr, installFakeXhr, pictureFile } from '../testing/fake-xhr';
import { PicturesSection } from './pictures-section';

// jsdom has no Worker and no canvas: the photo is made smaller by this stand-in instead.
const compress = vi.hoisted(() => vi.fn<(file: File) => Promise<Blob>>());
vi.mock('browser-image-compression', () => ({ default: compress }));

const picture = (id: string, overrides: Partial<EditPicture> = {}): EditPicture => ({
  id,
  name: `${id}.jpg`,
  status: 'ready',
  failure: null,
  url: `/media/${id}.webp`,
  thumbnailUrl: `/media/${id}.png`,
  srcset: '',
  isShowcase: false,
  ...overrides,
});

function Harness({ carId, initial }: { carId: string | null; initial?: EditPicture[] }) {
  const pictures = useCarPictures(carId, initial);
  return <PicturesSection pictures={pictures} />;
}

/** A stored picture the server has not processed yet: nothing of it is served. */
const processingPicture = (id: string, overrides: Partial<EditPicture> = {}) =>
  picture(id, { status: 'processing', url: null, thumbnailUrl: null, ...overrides });

const pick = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Pictures'), { target: { files } });

const tile = (name: string) => screen.getByRole('listitem', { name });

/** The names of the picture tiles, in order. */
const tileNames = () => {
  const list = screen.queryByRole('list', { name: 'Pictures of this car' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'))
    : [];
};

beforeEach(() => {
  localStorage.setItem('token', 'stored');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the pictures of the car form', () => {
  it('makes a big phone photo smaller before uploading it, under its own name', async () => {
    installFakeXhr();
    compress.mockResolvedValue(new Blob([new Uint8Array(2_000_000)], { type: 'image/jpeg' }));
    render(<Harness carId="car_1" />);
    pick([pictureFile('phone.jpg', 9_000_000)]);

    expect(screen.getByRole('status').textContent).toBe('Preparing pictures for upload…');
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const sent = FakeXhr.requests[0]?.body?.get('pictures');
    expect(sent instanceof File && [sent.name, sent.size]).toEqual(['phone.jpg', 2_000_000]);
    expect(compress).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'phone.jpg' }),
      expect.objectContaining({ maxWidthOrHeight: 2000, preserveExif: false }),
    );
    expect(screen.queryByText('Preparing pictures for upload…')).toBeNull();
  });

  it('refuses a file over 4 MB that cannot be made smaller, and uploads the others', async () => {
    installFakeXhr();
    compress.mockRejectedValue(new Error('The browser cannot draw this image'));
    render(<Harness carId="car_1" />);
    pick([pictureFile('big.jpg', 4_194_305), pictureFile('front.jpg')]);

    expect(
      await screen.findByText(
        'big.jpg is larger than 4 MB, the limit for one picture, even made smaller.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const [request] = FakeXhr.requests;
    if (!request) throw new Error('no upload');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/pictures/car/car_1');
    expect(request.headers.Authorization).toBe('Bearer stored');
    expect(request.fileNames()).toEqual(['front.jpg']);

    act(() => request.progress(40, 100));
    expect(within(tile('front.jpg')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      '40',
    );

    act(() =>
      request.answer(200, {
        pictures: [picture('pic_1', { name: 'front.jpg', isShowcase: true })],
        refused: [],
      }),
    );
    await waitFor(() => expect(within(tile('front.jpg')).queryByRole('progressbar')).toBeNull());
    expect(within(tile('front.jpg')).getByText('Showcase')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'big.jpg' })).toBeNull();
  });

  it('refuses the files beyond the 30th of one pick, naming them', () => {
    installFakeXhr();
    render(<Harness carId={null} />);
    pick(Array.from({ length: 32 }, (_, index) => pictureFile(`p${index + 1}.jpg`)));

    expect(
      screen.getByText('At most 30 pictures can be added at a time. Not added: p31.jpg, p32.jpg.'),
    ).toBeTruthy();
    expect(tileNames()).toHaveLength(30);
    expect(FakeXhr.requests).toHaveLength(0); // Waiting for the car to be saved.
  });

  it("shows the server's refusals per file", async () => {
    installFakeXhr();
    FakeXhr.respond = (request) => {
      const [name] = request.fileNames();
      if (name === 'odd.jpg') {
        request.answer(200, {
          pictures: [],
          refused: [{ name, message: '"odd.jpg" is not an image we can read' }],
        });
      } else {
        request.answer(413, {
          message: '"huge.jpg" is larger than 4,194,304 bytes (4 MB), the limit for one picture',
        });
      }
    };
    render(<Harness carId="car_1" />);
    pick([pictureFile('odd.jpg'), pictureFile('huge.jpg')]);

    expect(await screen.findByText('"odd.jpg" is not an image we can read')).toBeTruthy();
    expect(
      await screen.findByText(
        '"huge.jpg" is larger than 4,194,304 bytes (4 MB), the limit for one picture',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(tileNames()).toEqual([]));
  });

  it('sends the new order after a move', async () => {
    installFakeXhr();
    const [a, b, c] = [picture('a', { isShowcase: true }), picture('b'), picture('c')] as const;
    const initial = [a, b, c];
    const calls = mockApi({
      'PUT /api/v1/pictures/car/car_1/order': () =>
        jsonResponse(pictureListResponseSchema, { pictures: [b, a, c] }),
    });
    render(<Harness carId="car_1" initial={initial} />);

    fireEvent.click(within(tile('a.jpg')).getByRole('button', { name: 'Move later' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ pictureIds: ['b', 'a', 'c'] });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer stored');
    await waitFor(() => expect(tileNames()).toEqual(['b.jpg', 'a.jpg', 'c.jpg']));
  });

  it('reorders waiting pictures and picks their showcase without calling the server', () => {
    installFakeXhr();
    const calls = mockApi({});
    render(<Harness carId={null} />);
    pick([pictureFile('one.jpg'), pictureFile('two.jpg')]);

    expect(within(tile('one.jpg')).getByText('Showcase')).toBeTruthy();
    fireEvent.click(within(tile('two.jpg')).getByRole('button', { name: 'Make showcase' }));
    expect(within(tile('two.jpg')).getByText('Showcase')).toBeTruthy();
    fireEvent.click(within(tile('two.jpg')).getByRole('button', { name: 'Move earlier' }));
    expect(tileNames()).toEqual(['two.jpg', 'one.jpg']);
    expect(calls).toHaveLength(0);
  });

  it('chooses the showcase and deletes through their endpoints', async () => {
    installFakeXhr();
    const initial = [picture('a', { isShowcase: true }), picture('b')];
    const calls = mockApi({
      'PUT /api/v1/pictures/car/car_1/showcase': () =>
        jsonResponse(pictureListResponseSchema, {
          pictures: [picture('a'), picture('b', { isShowcase: true })],
        }),
      'DELETE /api/v1/pictures/car/car_1/a': () =>
        jsonResponse(pictureListResponseSchema, { pictures: [picture('b', { isShowcase: true })] }),
    });
    render(<Harness carId="car_1" initial={initial} />);

    fireEvent.click(within(tile('b.jpg')).getByRole('button', { name: 'Make showcase' }));
    await waitFor(() => expect(within(tile('b.jpg')).getByText('Showcase')).toBeTruthy());
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v1/pictures/car/car_1/showcase',
      body: { pictureId: 'b' },
    });

    // A stored picture is deleted only once the dialog is confirmed.
    fireEvent.click(within(tile('a.jpg')).getByRole('button', { name: 'Delete picture' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete this picture?' });
    expect(question.textContent).toContain('a.jpg will be removed from the listing for good');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toHaveLength(1);

    fireEvent.click(within(tile('a.jpg')).getByRole('button', { name: 'Delete picture' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete picture' }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'a.jpg' })).toBeNull());
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/api/v1/pictures/car/car_1/a' });
  });

  it('revokes the previews of removed and unmounted pictures', () => {
    const { created, revoked } = installFakeXhr();
    const { unmount } = render(<Harness carId={null} />);
    pick([pictureFile('one.jpg'), pictureFile('two.jpg')]);
    expect(created).toHaveBeenCalledTimes(2);

    // A file not yet uploaded goes at once, without asking.
    fireEvent.click(within(tile('one.jpg')).getByRole('button', { name: 'Delete picture' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(revoked).toHaveBeenCalledWith('blob:preview-1');
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:preview-2');
  });

  it('shows an uploaded picture processing over its own preview until a poll finds it ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { revoked } = installFakeXhr();
    FakeXhr.respond = (request) =>
      request.answer(200, {
        pictures: [processingPicture('pic_1', { name: 'front.jpg' })],
        refused: [],
      });
    let done = false;
    const calls = mockApi({
      'GET /api/v1/pictures/car/car_1': () =>
        jsonResponse(pictureListResponseSchema, {
          pictures: [
            done
              ? picture('pic_1', { name: 'front.jpg' })
              : processingPicture('pic_1', { name: 'front.jpg' }),
          ],
        }),
    });
    render(<Harness carId="car_1" />);
    pick([pictureFile('front.jpg')]);

    await vi.waitFor(() => expect(tile('front.jpg').dataset.state).toBe('processing'));
    const spinner = within(tile('front.jpg')).getByRole('status');
    expect(spinner.textContent).toBe('Processing picture');
    expect(tile('front.jpg').querySelector('img')?.getAttribute('src')).toBe('blob:preview-1');
    expect(revoked).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer stored');
    expect(tile('front.jpg').dataset.state).toBe('processing');

    done = true;
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(tile('front.jpg').dataset.state).toBe('ready'));
    expect(tile('front.jpg').querySelector('img')?.getAttribute('src')).toBe('/media/pic_1.png');
    expect(within(tile('front.jpg')).queryByRole('status')).toBeNull();
    expect(revoked).toHaveBeenCalledWith('blob:preview-1');

    // Nothing is processing any more: no more polls.
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(calls).toHaveLength(2);
  });

  it('shows a placeholder for a picture processing since another visit, and stops asking when the form goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeXhr();
    const calls = mockApi({
      'GET /api/v1/pictures/car/car_1': () =>
        jsonResponse(pictureListResponseSchema, { pictures: [processingPicture('a')] }),
    });
    const { unmount } = render(<Harness carId="car_1" initial={[processingPicture('a')]} />);

    expect(tile('a.jpg').dataset.state).toBe('processing');
    expect(tile('a.jpg').querySelector('img')).toBeNull();
    expect(within(tile('a.jpg')).getByRole('status').textContent).toBe('Processing picture');
    // It can still be chosen as the showcase, and deleted.
    for (const name of ['Make showcase', 'Delete picture']) {
      expect(within(tile('a.jpg')).getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(
        false,
      );
    }

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(calls).toHaveLength(1);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(calls).toHaveLength(1);
  });

  it('shows why a picture failed, and retries it until it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeXhr();
    const failed = picture('a', {
      status: 'failed',
      failure: 'a.jpg is not an image we can read',
      url: null,
      thumbnailUrl: null,
    });
    const calls = mockApi({
      'POST /api/v1/pictures/car/car_1/a/retry': () =>
        jsonResponse(pictureListResponseSchema, {
          pictures: [processingPicture('a'), picture('b')],
        }),
      'GET /api/v1/pictures/car/car_1': () =>
        jsonResponse(pictureListResponseSchema, { pictures: [picture('a'), picture('b')] }),
    });
    render(<Harness carId="car_1" initial={[failed, picture('b')]} />);

    expect(tile('a.jpg').dataset.state).toBe('failed');
    expect(tile('a.jpg').querySelector('img')).toBeNull();
    expect(within(tile('a.jpg')).getByText('Processing failed')).toBeTruthy();
    expect(within(tile('a.jpg')).getByText('a.jpg is not an image we can read')).toBeTruthy();
    expect(within(tile('a.jpg')).getByRole('button', { name: 'Delete picture' })).toBeTruthy();
    expect(tile('b.jpg').dataset.state).toBe('ready');

    fireEvent.click(within(tile('a.jpg')).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(tile('a.jpg').dataset.state).toBe('processing'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/pictures/car/car_1/a/retry',
      body: undefined,
    });
    expect(within(tile('a.jpg')).queryByText('a.jpg is not an image we can read')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(tile('a.jpg').dataset.state).toBe('ready'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/v1/pictures/car/car_1/a/retry',
      'GET /api/v1/pictures/car/car_1',
    ]);
    expect(tile('a.jpg').querySelector('img')?.getAttribute('src')).toBe('/media/a.png');
  });
});
