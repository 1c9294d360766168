/**
 * How a milestone's history row names its form (decisions §8.3): its code and its name, `P-8 Surat Perintah
 * Penyidikan`, but a name that already begins with the code stands alone: `Putusan Pengadilan`, not `Putusan Putusan
 * Pengadilan`.
 */
export function formTitle(form: { code: string; name: string }): string {
  const name = form.name.trim();
  return name === form.code || name.startsWith(`${form.code} `) ? name : `${form.code} ${name}`;
}
