/** One written e-mail of the shop. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for a picture the HTML shows inline (<img src="cid:…">): sent as a related part, not as a download. */
  cid?: string;
}
