import { useCallback, useEffect, useRef, useState } from 'react';
import { maxPicturesPerCar, type EditPicture, type PictureStatus } from '#shared/schemas/car-write';
import {
  chooseShowcase,
  deletePicture,
  listPictures,
  reorderPictures,
  retryPicture,
} from '../api/pictures';
import { checkPickedFiles, type FileRefusal } from '../lib/check-files';
import { needsShrinking, shrinkPicture } from '../lib/shrink-picture';
import { uploadWithProgress } from '../lib/upload-with-progress';

/** How often the list is asked for while the server processes pictures. */
const pollInterval = 1500;

/**
 * A picture as the section shows it: waiting for the car to be saved, uploading, or stored and
 * then processing, ready or failed on the server.
 */
export interface PictureTile {
  /** The picture's id once stored; a local key before. */
  key: string;
  name: string;
  /** Null until the server has processed a picture that was not uploaded from this page. */
  src: string | null;
  srcSet?: string | undefined;
  state: 'pending' | 'uploading' | PictureStatus;
  /** Why the server could not process it (in English), when `failed`. */
  failure: string | null;
  /** Share of the file sent, 0 to 1, while uploading. */
  progress: number;
  isShowcase: boolean;
}

/** Something about a file the user should know: refused in the browser or by the server. */
export type PictureProblem =
  | FileRefusal
  | { kind: 'refused'; name: string; message: string }
  | { kind: 'failed'; name: string; error: unknown };

/** A file of /add-car that did not reach the server, as the edit screen is told about it. */
export interface FailedUpload {
  name: string;
  /** The server's message, when it gave one. */
  message?: string | undefined;
}

interface LocalFile {
  key: string;
  file: File;
  previewUrl: string;
  state: 'pending' | 'uploading';
  progress: number;
}

let localSequence = 0;
const localKey = () => `local-${(localSequence += 1)}`;

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * The pictures of the car form. Without a car (/add-car) picked files wait, with previews, an
 * order and a showcase choice, until `uploadPending` sends them after the car is created. With a
 * car (/edit-car) a pick uploads at once, one file per request in pick order (a progress bar
 * per file), and reorder, showcase and delete call the server, which answers the new list.
 * The server processes stored pictures after answering: while some are processing the list is
 * asked for again until they are ready or failed, and a failed one can be retried.
 */
export function useCarPictures(carId: string | null, initial: readonly EditPicture[] = []) {
  const [saved, setSaved] = useState<EditPicture[]>(() => [...initial]);
  const [local, setLocal] = useState<LocalFile[]>([]);
  const [pendingShowcase, setPendingShowcase] = useState<string | null>(null);
  const [problems, setProblems] = useState<PictureProblem[]>([]);
  const [actionError, setActionError] = useState<unknown>(null);
  const [acting, setActing] = useState(false);
  /** Picks whose big photos are being made smaller before they join the list. */
  const [preparing, setPreparing] = useState(0);
  /** Previews of files uploaded from this page, by picture id, shown until the server is done. */
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(() => new Map());

  // Previews are revoked when their file goes away, and all of them when the form goes.
  const localRef = useRef(local);
  const savedRef = useRef(saved);
  const previewsRef = useRef(previews);
  useEffect(() => {
    localRef.current = local;
    savedRef.current = saved;
    previewsRef.current = previews;
  }, [local, saved, previews]);
  const signal = useRef<AbortSignal | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    return () => {
      controller.abort();
      for (const item of localRef.current) URL.revokeObjectURL(item.previewUrl);
      for (const url of previewsRef.current.values()) URL.revokeObjectURL(url);
    };
  }, []);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** The picks being prepared, in pick order: each joins the list after the one before. */
  const preparation = useRef<Promise<unknown>>(Promise.resolve());

  /** Drops a file from the list; its preview too, unless a stored picture shows it now. */
  const dropLocal = useCallback((key: string, revokePreview = true) => {
    setLocal((list) => {
      const item = list.find((entry) => entry.key === key);
      if (item && revokePreview) URL.revokeObjectURL(item.previewUrl);
      return list.filter((entry) => entry.key !== key);
    });
  }, []);

  /** Takes the server's list; the previews of pictures now ready, or gone, are let go. */
  const takeList = useCallback((pictures: EditPicture[]) => {
    setSaved(pictures);
    setPreviews((map) => {
      const next = new Map(map);
      for (const [id, url] of map) {
        if (pictures.some((picture) => picture.id === id && picture.status !== 'ready')) continue;
        URL.revokeObjectURL(url);
        next.delete(id);
      }
      return next.size === map.size ? map : next;
    });
  }, []);

  /** Counts the uploads answered: a poll sent before one would drop its picture. */
  const uploadsTaken = useRef(0);
  const processing = saved.some((picture) => picture.status === 'processing');
  useEffect(() => {
    // A call on the pictures answers the list itself: no poll may overtake it meanwhile.
    if (!carId || !processing || acting) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const uploadsBefore = uploadsTaken.current;
      try {
        const { pictures } = await listPictures(carId, controller.signal);
        if (uploadsTaken.current === uploadsBefore) takeList(pictures);
      } catch {
        // Stopped, or this poll failed: the next one asks again.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), pollInterval);
    };
    timer = setTimeout(() => void poll(), pollInterval);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [carId, processing, acting, takeList]);

  const setProgress = (key: string, progress: number, state: LocalFile['state'] = 'uploading') =>
    setLocal((list) =>
      list.map((entry) => (entry.key === key ? { ...entry, progress, state } : entry)),
    );

  /** Uploads one file; answers the stored pictures (none when it failed). */
  const uploadOne = async (toCar: string, item: LocalFile): Promise<EditPicture[]> => {
    setProgress(item.key, 0);
    let previewKept = false;
    try {
      const answer = await uploadWithProgress(
        toCar,
        [item.file],
        (sent) => setProgress(item.key, sent),
        signal.current,
      );
      uploadsTaken.current += 1;
      // A poll may have brought the picture already.
      setSaved((list) => [
        ...list,
        ...answer.pictures.filter((picture) => !list.some((entry) => entry.id === picture.id)),
      ]);
      // The file's own preview stands in until the server has made the picture's sizes.
      const [picture] = answer.pictures;
      if (picture && picture.status !== 'ready') {
        previewKept = true;
        setPreviews((map) => new Map(map).set(picture.id, item.previewUrl));
      }
      if (answer.refused.length > 0) {
        setProblems((list) => [
          ...list,
          ...answer.refused.map((file) => ({ kind: 'refused' as const, ...file })),
        ]);
      }
      return answer.pictures;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return [];
      setProblems((list) => [...list, { kind: 'failed', name: item.file.name, error }]);
      return [];
    } finally {
      dropLocal(item.key, !previewKept);
    }
  };

  /** Takes picked files that are ready to go up (made smaller where needed). */
  const addReady = (files: readonly File[]) => {
    const room = maxPicturesPerCar - savedRef.current.length - localRef.current.length;
    const { accepted, refusals } = checkPickedFiles(files, room);
    setProblems(refusals);
    setActionError(null);
    const added: LocalFile[] = accepted.map((file) => ({
      key: localKey(),
      file,
      previewUrl: URL.createObjectURL(file),
      state: carId ? 'uploading' : 'pending',
      progress: 0,
    }));
    // Known at once to `uploadPending`, which may run before the next render.
    localRef.current = [...localRef.current, ...added];
    setLocal((list) => [...list, ...added]);
    if (!carId) return;
    for (const item of added) {
      queue.current = queue.current.then(() => uploadOne(carId, item));
    }
  };

  /** Takes a pick: at once, or once its big photos are made smaller (docs/decisions/119). */
  const addFiles = (files: readonly File[]) => {
    if (!files.some(needsShrinking)) {
      addReady(files);
      return;
    }
    setPreparing((count) => count + 1);
    preparation.current = preparation.current
      .then(() => Promise.all(files.map(shrinkPicture)))
      .then(addReady)
      .finally(() => setPreparing((count) => count - 1));
  };

  /** Runs a call on the stored pictures and takes the list it answers. */
  const act = async (call: () => Promise<{ pictures: EditPicture[] }>, before?: EditPicture[]) => {
    setActing(true);
    setActionError(null);
    try {
      takeList((await call()).pictures);
    } catch (error) {
      if (before) setSaved(before);
      setActionError(error);
    } finally {
      setActing(false);
    }
  };

  const move = (key: string, to: number) => {
    if (!carId) {
      const from = local.findIndex((entry) => entry.key === key);
      if (from >= 0 && to >= 0 && to < local.length) setLocal(moved(local, from, to));
      return;
    }
    const from = saved.findIndex((picture) => picture.id === key);
    if (from < 0 || to < 0 || to >= saved.length || from === to) return;
    const next = moved(saved, from, to);
    setSaved(next);
    void act(
      () =>
        reorderPictures(
          carId,
          next.map((picture) => picture.id),
        ),
      saved,
    );
  };

  const makeShowcase = (key: string) => {
    if (!carId) setPendingShowcase(key);
    else void act(() => chooseShowcase(carId, key));
  };

  /** Sends a picture whose processing failed back to the server's processing. */
  const retry = (key: string) => {
    if (carId) void act(() => retryPicture(carId, key));
  };

  const remove = (key: string) => {
    if (!carId) {
      if (pendingShowcase === key) setPendingShowcase(null);
      dropLocal(key);
    } else {
      void act(() => deletePicture(carId, key));
    }
  };

  /**
   * After the car is created: its waiting files in their order, one at a time, then the chosen
   * showcase. Answers the files that did not make it.
   */
  const uploadPending = async (newCarId: string): Promise<FailedUpload[]> => {
    await preparation.current;
    const waiting = localRef.current.filter((entry) => entry.state === 'pending');
    const failed: FailedUpload[] = [];
    const storedIds = new Map<string, string>();
    for (const item of waiting) {
      try {
        setProgress(item.key, 0);
        const answer = await uploadWithProgress(
          newCarId,
          [item.file],
          (sent) => setProgress(item.key, sent),
          signal.current,
        );
        const picture = answer.pictures[0];
        if (picture) storedIds.set(item.key, picture.id);
        failed.push(...answer.refused);
      } catch (error) {
        failed.push({ name: item.file.name, message: error instanceof Error ? error.message : '' });
      } finally {
        setProgress(item.key, 1, 'pending');
      }
    }
    const firstStored = waiting.map((item) => storedIds.get(item.key)).find(Boolean);
    const chosen = pendingShowcase ? storedIds.get(pendingShowcase) : undefined;
    if (chosen && chosen !== firstStored) {
      try {
        await chooseShowcase(newCarId, chosen);
      } catch (error) {
        const name = waiting.find((item) => item.key === pendingShowcase)?.file.name ?? '';
        failed.push({ name, message: error instanceof Error ? error.message : '' });
      }
    }
    return failed;
  };

  const showcaseKey = carId ? undefined : (pendingShowcase ?? local[0]?.key);
  const tiles: PictureTile[] = [
    ...saved.map((picture) => ({
      key: picture.id,
      name: picture.name,
      src: picture.thumbnailUrl ?? picture.url ?? previews.get(picture.id) ?? null,
      srcSet: picture.thumbnailUrl ? undefined : picture.srcset || undefined,
      state: picture.status,
      failure: picture.failure,
      progress: 1,
      isShowcase: picture.isShowcase,
    })),
    ...local.map((item) => ({
      key: item.key,
      name: item.file.name,
      src: item.previewUrl,
      state: item.state,
      failure: null,
      progress: item.progress,
      isShowcase: item.key === showcaseKey,
    })),
  ];

  return {
    tiles,
    problems,
    actionError,
    /** A call on the stored pictures is running. */
    acting,
    uploading: local.some((item) => item.state === 'uploading'),
    /** Big photos are being made smaller: they join the list when done. */
    preparing: preparing > 0,
    /** Files picked on /add-car that wait for the car to be saved. */
    pendingCount: carId ? 0 : local.length,
    addFiles,
    move,
    makeShowcase,
    retry,
    remove,
    dismissProblems: () => setProblems([]),
    /** Resolves once the uploads picked so far are done (whether or not they succeeded). */
    settled: () => preparation.current.then(() => queue.current),
    uploadPending,
  };
}

export type CarPictures = ReturnType<typeof useCarPictures>;
