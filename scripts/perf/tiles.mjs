// `npm run perf`: the map page's base map served locally (the same light tile for every x, y, z), so
// that its figures measure the app and not a tile provider over the internet. The perf build points
// VITE_MAP_TILE_URL here.
import { createServer } from 'node:http'
import { crc32, deflateSync } from 'node:zlib'

/** A 256x256 PNG of one colour (8-bit RGB). */
export function solidPng(rgb = [0xee, 0xf1, 0xf4], size = 256) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())])
  const pixels = deflateSync(Buffer.concat(Array(size).fill(row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Serves the tile on `port`; resolves to { close }. */
export function startTiles(port) {
  const png = solidPng()
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'max-age=3600',
      'Access-Control-Allow-Origin': '*',
    })
    res.end(png)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => server.close(() => done())) }),
    )
  })
}
