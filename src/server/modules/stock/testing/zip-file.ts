import zlib from 'node:zlib';

/*
 * Zips written byte by byte for the photo zip's tests: no zip library is a dependency, and a test
 * needs what no tool writes (a name that climbs out of its folder, a size that lies).
 */

/** A file of a test's zip; a name ending in `/` is a folder. */
export interface ZipEntry {
  name: string;
  data?: Buffer | string;
  /** The unpacked size the zip declares, when it should lie. */
  declaredSize?: number;
}

const utf8Names = 0x0800;

/** A zip of `entries` in order, each deflated (folders stored), with UTF-8 names. */
export function zipFile(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data ?? '');
    const folder = entry.name.endsWith('/');
    const packed = folder ? data : zlib.deflateRawSync(data);
    const fields = {
      method: folder ? 0 : 8,
      crc: zlib.crc32(data),
      packedSize: packed.length,
      size: entry.declaredSize ?? data.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(utf8Names, 6);
    local.writeUInt16LE(fields.method, 8);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.packedSize, 18);
    local.writeUInt32LE(fields.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(utf8Names, 8);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.packedSize, 20);
    central.writeUInt32LE(fields.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
