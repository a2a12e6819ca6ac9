/** One written e-mail of the shop. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** What the text carries that opens something (access tokens, keys): masked in the copy staff read. */
  secrets?: readonly string[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for a picture the HTML shows inline (<img src="cid:…">): sent as a related part, not as a download. */
  cid?: string;
}
