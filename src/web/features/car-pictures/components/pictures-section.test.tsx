import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
    expect(request.url).toBe('/api/v1/cars/car_1/pictures');
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
      'PUT /api/v1/cars/car_1/pictures/order': () =>
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
      'PUT /api/v1/cars/car_1/showcase': () =>
        jsonResponse(pictureListResponseSchema, {
          pictures: [picture('a'), picture('b', { isShowcase: true })],
        }),
      'DELETE /api/v1/cars/car_1/pictures/a': () =>
        jsonResponse(pictureListResponseSchema, { pictures: [picture('b', { isShowcase: true })] }),
    });
    render(<Harness carId="car_1" initial={initial} />);

    fireEvent.click(within(tile('b.jpg')).getByRole('button', { name: 'Make showcase' }));
    await waitFor(() => expect(within(tile('b.jpg')).getByText('Showcase')).toBeTruthy());
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v1/cars/car_1/showcase',
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
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/api/v1/cars/car_1/pictures/a' });
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
});
