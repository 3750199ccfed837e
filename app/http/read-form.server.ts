const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A post's form, or the status for a body that is none: 415 for another format, 400 for a broken form. */
export async function readForm(
  request: Request,
): Promise<{ ok: true; data: FormData } | { ok: false; status: 400 | 415 }> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.includes(type)) return { ok: false, status: 415 };
  try {
    return { ok: true, data: await request.formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}
