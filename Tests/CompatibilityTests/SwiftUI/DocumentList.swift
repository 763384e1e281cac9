// A documents screen with the confirmation and alert patterns from Apple's documentation: a
// delete confirmation with a destructive button built from the document it asks about (the
// `presenting:` form), an alert with a message when syncing fails, and a cancel button. Ported by
// replacing `import SwiftUI`.
import TermHost

struct Document: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct SyncFailure {
    let reason: String
}

struct DocumentList: View {
    @State private var documents: [Document]
    @State private var documentToDelete: Document?
    @State private var isConfirmingDelete = false
    @State private var syncFailure: SyncFailure?
    @State private var isShowingSyncFailure = false
    @State private var syncAttempts = 0

    init(documents: [Document]) {
        _documents = State(initialValue: documents)
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(documents) { document in
                HStack {
                    Text(document.title)
                    Button("Delete") {
                        documentToDelete = document
                        isConfirmingDelete = true
                    }
                }
            }
            Button("Sync") {
                syncAttempts += 1
                syncFailure = SyncFailure(reason: "The server is offline.")
                isShowingSyncFailure = true
            }
            Text("Sync attempts: \(syncAttempts)")
        }
        .confirmationDialog("Delete document?", isPresented: $isConfirmingDelete, titleVisibility: .visible,
                            presenting: documentToDelete) { document in
            Button("Delete \(document.title)", role: .destructive) {
                documents.removeAll { $0.id == document.id }
            }
            Button("Cancel", role: .cancel) {}
        } message: { document in
            Text("\(document.title) will be removed.")
        }
        .alert("Sync failed", isPresented: $isShowingSyncFailure, presenting: syncFailure) { _ in
            Button("Try Again") {
                syncAttempts += 1
            }
            Button("OK", role: .cancel) {}
        } message: { failure in
            Text(failure.reason)
        }
    }
}
