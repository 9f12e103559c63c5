/**
 * CRC32C (Castagnoli), slicing-by-8. @aws-crypto/crc32c computes the same value one byte at a time through an
 * iterator, about 30 times slower: 200-300 ms for a 5 MB upload here, most of the upload budget.
 * The tests check this function against it.
 */
const TABLE = new Int32Array(8 * 256);

for (let n = 0; n < 256; n += 1) {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
  TABLE[n] = c;
}
for (let slice = 1; slice < 8; slice += 1) {
  for (let n = 0; n < 256; n += 1) {
    const previous = TABLE[(slice - 1) * 256 + n] ?? 0;
    TABLE[slice * 256 + n] = (previous >>> 8) ^ (TABLE[previous & 0xff] ?? 0);
  }
}

function at(index: number): number {
  return TABLE[index] ?? 0;
}

export function crc32c(data: Uint8Array): number {
  let crc = ~0;
  let i = 0;
  const end8 = data.length - (data.length % 8);
  for (; i < end8; i += 8) {
    const low = ((data[i] ?? 0) | ((data[i + 1] ?? 0) << 8) | ((data[i + 2] ?? 0) << 16) | ((data[i + 3] ?? 0) << 24)) ^ crc;
    crc =
      at(1792 + (low & 0xff)) ^
      at(1536 + ((low >>> 8) & 0xff)) ^
      at(1280 + ((low >>> 16) & 0xff)) ^
      at(1024 + (low >>> 24)) ^
      at(768 + (data[i + 4] ?? 0)) ^
      at(512 + (data[i + 5] ?? 0)) ^
      at(256 + (data[i + 6] ?? 0)) ^
      at(data[i + 7] ?? 0);
  }
  for (; i < data.length; i += 1) crc = (crc >>> 8) ^ at((crc ^ (data[i] ?? 0)) & 0xff);
  return ~crc >>> 0;
}
