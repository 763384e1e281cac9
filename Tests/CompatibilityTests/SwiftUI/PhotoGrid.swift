// A photo library laid out with LazyVGrid and an adaptive column, as the LazyVGrid and GridItem
// documentation build one: as many thumbnails a row as the width allows, in a ScrollView so only
// the rows on screen are made.
import TermHost

struct Photo: Identifiable {
    let id: Int

    var title: String {
        let number = String(id)
        return "IMG_" + String(repeating: "0", count: max(0, 4 - number.count)) + number
    }
}

struct PhotoGrid: View {
    private let photos = (1...1_000).map(Photo.init)
    private let columns = [GridItem(.adaptive(minimum: 9))]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Library · \(photos.count) photos")
            ScrollView {
                LazyVGrid(columns: columns, spacing: 1) {
                    ForEach(photos) { photo in
                        Text(photo.title)
                    }
                }
            }
        }
    }
}
